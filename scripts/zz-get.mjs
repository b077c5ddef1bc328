import { startDemoServer } from '../demo/server.mjs';
const { url, close } = await startDemoServer({ port: 0, database: 'memory', log: () => {} });
const res = await fetch(`${url}${process.argv[2] ?? '/'}`);
const text = await res.text();
console.log(res.status, text.length);
const i = text.indexOf('meter-read-form');
console.log(text.slice(Math.max(0, i - 400), i + 600));
await close();
