import { chromium } from '@playwright/test'
const [,, path, out, clickTab] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()) })
page.on('pageerror', (e) => console.log('page error:', e.message))
await page.goto('http://localhost:5174' + path)
await page.waitForTimeout(4000)
const tabs = page.getByRole('tablist')
if (await tabs.count()) await tabs.scrollIntoViewIfNeeded()
await page.screenshot({ path: out, fullPage: true })
console.log(await page.getByRole('tab').allInnerTexts())
await browser.close()
