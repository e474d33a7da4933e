import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The web's builds (browser and server), built first when missing: the renderer and its artifact read them. */
export function webBuild(): { webDist: string; serverEntry: string } {
  const webDist = path.join(ROOT, 'web/dist');
  const serverEntry = path.join(ROOT, 'web/dist-server/entry-server.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(webDist, '.vite/manifest.json'))) {
    console.log('  building web/ (npm run build -w web)…');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'ignore' });
  }
  return { webDist, serverEntry };
}
