import { execFileSync } from 'node:child_process';
import { startBenchServer } from '/work/main/bench/server.ts';
const server = await startBenchServer(5392, { LOG_LEVEL: process.env.LL ?? 'info', NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof' });
for (let i = 0; i < 10; i++) await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer());
console.log(execFileSync('wrk', ['-t2', '-c32', '-d8s', '-H', 'Accept-Encoding: identity', `${server.baseUrl}/`], { encoding: 'utf8' }).split('\n').filter((l) => l.includes('Requests/sec')).join(''));
await server.stop();
