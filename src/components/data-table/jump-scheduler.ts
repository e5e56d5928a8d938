/**
 * When a keyboard jump moves the grid. A jump far away (Ctrl+End, Page Down past the loaded rows)
 * waits for its rows, up to JUMP_WAIT_MS, so it paints once with its rows instead of placeholders
 * first and the rows a moment later; rows that take longer show placeholders until they come.
 */

/** How long a keyboard jump may wait for its rows before it moves anyway. */
export const JUMP_WAIT_MS = 100

export interface JumpScheduler {
  /**
   * Runs `move` now when `rowsReady` is empty (the rows are loaded), else once they are there or
   * the wait is over, unless a newer jump came first. A series of jumps (a held Page Down) waits no
   * longer in total than one, so the grid keeps moving.
   */
  schedule(rowsReady: Promise<unknown> | null | undefined | void, move: () => void): void
  /** Forgets a jump still waiting (the analyst clicked a row, the view changed). */
  cancel(): void
}

export function createJumpScheduler(waitMs = JUMP_WAIT_MS): JumpScheduler {
  let token = 0
  // When the first of the jumps still waiting began; 0 when none waits.
  let waitingSince = 0
  return {
    schedule(rowsReady, move) {
      const mine = ++token
      if (!rowsReady) {
        waitingSince = 0
        move()
        return
      }
      if (waitingSince === 0) waitingSince = performance.now()
      const wait = Math.max(0, waitingSince + waitMs - performance.now())
      const waited = new Promise((resolve) => setTimeout(resolve, wait))
      const run = () => {
        if (mine !== token) return
        waitingSince = 0
        move()
      }
      // Rows that failed to load move the grid too: it shows their error there.
      void Promise.race([rowsReady, waited]).then(run, run)
    },
    cancel() {
      token++
      waitingSince = 0
    },
  }
}
