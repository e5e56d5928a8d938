/** Console progress for generation: one line per step, percentages on a TTY, elapsed seconds. */
export function consoleProgress(
  write: (line: string) => void = (line) => process.stdout.write(line),
) {
  const started = performance.now()
  let lastStep = ''
  let lastPercent = -1
  return (step: string, fraction?: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    const percent = fraction === undefined ? -1 : Math.floor(fraction * 100)
    if (step === lastStep && (percent === lastPercent || percent % 10 !== 0)) return
    lastStep = step
    lastPercent = percent
    write(`[hub] generating: ${step}${percent >= 0 ? ` ${percent}%` : ''} (${seconds} s)\n`)
  }
}
