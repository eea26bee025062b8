/**
 * The hostile traffic of `slow-clients.bench.mjs`, run in a process of its own: `SLOW` slow clients (half
 * send their headers a byte a second, half send whole headers with a valid key and a body they never
 * finish), `IDLE` keep-alive connections left idle after one request, and `FLOOD` clients posting
 * oversized bodies (12 MiB declared and sent, over the 10 MiB cap) one after another. A connection the
 * server closes is opened again, so that the numbers hold for the whole run. Every connection comes from
 * 127.0.0.2 and up, at most 100 per address (under the server's cap of 128 per address), so that the cap
 * never refuses the normal client at 127.0.0.1. Prints `ready` once the slow and idle ones are open.
 */
import { connect } from 'node:net';

const target = new URL(process.env.TARGET);
const key = process.env.KEY;
const SLOW = Number(process.env.SLOW ?? 500);
const IDLE = Number(process.env.IDLE ?? 200);
const FLOOD = Number(process.env.FLOOD ?? 4);
const FLOOD_BYTES = 12 * 1024 * 1024;
const PER_ADDRESS = 100;

const address = (n) => `127.0.0.${2 + Math.floor(n / PER_ADDRESS)}`;
const floodAddress = address(SLOW + IDLE + PER_ADDRESS - 1);

let opened = 0;
let announced = false;
function counted() {
  opened++;
  if (!announced && opened >= SLOW + IDLE) {
    announced = true;
    process.stdout.write('ready\n');
  }
}

/** Opens a connection from `from`, runs `start` once connected, and `again` once the server closed it. */
function open(from, start, again) {
  const socket = connect({ host: target.hostname, port: Number(target.port), localAddress: from });
  socket.on('error', () => {});
  socket.on('data', () => {});
  socket.once('connect', () => start(socket));
  socket.once('close', () => setTimeout(again, 10));
  return socket;
}

function slowHeaders(n, first = true) {
  let timer;
  open(
    address(n),
    (socket) => {
      if (first) counted();
      socket.write('GET /v1/account HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      timer = setInterval(() => socket.write('a'), 1000);
    },
    () => {
      clearInterval(timer);
      slowHeaders(n, false);
    },
  );
}

function stalledBody(n, first = true) {
  open(
    address(n),
    (socket) => {
      if (first) counted();
      socket.write(
        `POST /v1/checks HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"inputs": [',
      );
    },
    () => stalledBody(n, false),
  );
}

function idle(n, first = true) {
  open(
    address(n),
    (socket) => {
      if (first) counted();
      socket.write('GET /.well-known/jwks.json HTTP/1.1\r\nHost: x\r\n\r\n');
    },
    () => idle(n, false),
  );
}

const chunk = Buffer.alloc(256 * 1024, 0x20);
function flood() {
  open(
    floodAddress,
    async (socket) => {
      socket.write(
        `POST /v1/checks HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${FLOOD_BYTES}\r\nConnection: close\r\n\r\n`,
      );
      for (let sent = 0; sent < FLOOD_BYTES && !socket.destroyed; sent += chunk.length) {
        if (!socket.write(chunk)) {
          await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
        }
      }
    },
    flood,
  );
}

for (let n = 0; n < SLOW; n++) (n % 2 === 0 ? slowHeaders : stalledBody)(n);
for (let n = SLOW; n < SLOW + IDLE; n++) idle(n);
for (let i = 0; i < FLOOD; i++) flood();
if (SLOW + IDLE === 0) process.stdout.write('ready\n');
