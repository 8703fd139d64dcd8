// The apps `npm start` serves and where their production builds live. Ports as in decisions.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// PORT_OFFSET moves every default port at once, so two checkouts can serve side by side.
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const port = (name, fallback) => Number(process.env[name] ?? fallback + PORT_OFFSET);

export const APPS = {
  shell: { port: port('SHELL_PORT', 3000), dist: path.join(ROOT, 'shell/dist') },
  auth: { port: port('AUTH_PORT', 3001), dist: path.join(ROOT, 'remotes/auth/dist') },
  customer: { port: port('CUSTOMER_PORT', 3002), dist: path.join(ROOT, 'remotes/customer/dist') },
  billing: { port: port('BILLING_PORT', 3003), dist: path.join(ROOT, 'remotes/billing/dist') },
  staff: { port: port('STAFF_PORT', 3004), dist: path.join(ROOT, 'remotes/staff/dist') },
};

export const MOCK_API_PORT = port('MOCK_API_PORT', 3100);
export const API_TARGET = process.env.API_URL ?? `http://localhost:${MOCK_API_PORT}`;
export const RUN_DIR = path.join(ROOT, '.run');
