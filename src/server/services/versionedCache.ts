/**
 * Serialised answers kept in memory together with the content version they were built from. Every
 * write bumps the version in the database (same transaction), so a process that sees a newer version
 * rebuilds: correct even when several processes share one PostgreSQL database.
 */
export class VersionedCache {
  private readonly entries = new Map<string, { version: number; body: Buffer }>();

  async get(key: string, currentVersion: number, build: () => Promise<unknown>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached && cached.version === currentVersion) return cached.body;
    const body = Buffer.from(JSON.stringify(await build()));
    this.entries.set(key, { version: currentVersion, body });
    return body;
  }
}
