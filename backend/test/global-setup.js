import { execFileSync } from 'node:child_process';

// Jest loads global setup outside its module system, so the TypeScript setup runs through tsx.
export default function globalSetup() {
  execFileSync('node_modules/.bin/tsx', ['backend/test/build-template.ts'], { stdio: 'inherit', env: process.env });
}
