import { chromium } from 'playwright-core';
import { startBuiltServer, signUp } from './support.mjs';
const { baseUrl, stop } = await startBuiltServer('shots');
const { cookie, cookies } = await signUp(baseUrl, 'shots@example.com');
const h = { 'content-type': 'application/json', origin: baseUrl, cookie };
const post = (p, b) => fetch(baseUrl + p, { method: 'POST', headers: h, body: JSON.stringify(b) }).then((r) => r.json());
const s1 = await post('/api/strategies', { id: crypto.randomUUID(), name: 'Здоровье', description: 'Спорт, сон и питание', color: 'green', priority: 3 });
await post('/api/strategies', { id: crypto.randomUUID(), name: 'Работа', description: 'Проекты и отчёты', color: 'blue', priority: 2 });
const titles = [['Позвонить врачу', 2, 2], ['Написать отчёт по проекту', 2, 1], ['Купить продукты', 1, 2], ['Разобрать почту', 1, 1], ['Пробежка 20 минут', 2, 1]];
for (const [title, importance, urgency] of titles) await post('/api/tasks', { id: crypto.randomUUID(), title, importance, urgency, ...(title.startsWith('Позвонить') ? { strategyId: s1.id } : {}) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h2] of [[1280, 800], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h2 }, locale: 'ru-RU' });
  await ctx.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
  const page = await ctx.newPage();
  for (const path of ['/priorities', '/strategy', '/app']) {
    await page.goto(baseUrl + path);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/shot${path.replace('/', '-')}-${w}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
await stop();
