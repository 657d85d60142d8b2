import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest folder above this module holding openapi.yaml (works from src and dist). */
function findProjectRoot(): string {
  let directory = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(directory, 'openapi.yaml'))) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`openapi.yaml not found above ${__dirname}.`);
    directory = parent;
  }
}

export const projectRoot = findProjectRoot();
export const contractPath = path.join(projectRoot, 'openapi.yaml');
export const seedImagesDir = path.join(projectRoot, 'src', 'server', 'db', 'seed', 'images');
