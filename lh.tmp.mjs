import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const u of process.argv.slice(2)) { const s=[];
for (let i=0;i<3;i++){ const { lhr } = await lighthouse(u, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
s.push([Math.round(lhr.categories.performance.score*100), Math.round(lhr.audits['first-contentful-paint'].numericValue), Math.round(lhr.audits['largest-contentful-paint'].numericValue), Math.round(lhr.audits['total-blocking-time'].numericValue)].join('/'));}
console.log(u, s.join('  '));}
await chrome.kill();
