/** Numeric parts of `v1.27.0` / `1.27.0-beta.1`; undefined when it is not a version. */
const parseVersion = (value: string) => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?/.exec(value.trim());
  if (!match) return undefined;
  return { parts: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4] };
};

/** True when `latest` is a higher release than `current`; unreadable input is never newer. */
export const isNewerVersion = (latest: string, current: string) => {
  const next = parseVersion(latest);
  const now = parseVersion(current);
  if (!next || !now) return false;
  for (const [index, part] of next.parts.entries()) {
    const other = now.parts[index] ?? 0;
    if (part !== other) return part > other;
  }
  // Same numbers: a final release is newer than its pre-release.
  return Boolean(now.pre) && !next.pre;
};

/** Reads `latestRelease` (a string beginning with v) from the public release-info file. */
export const fetchLatestRelease = async (url: string, fetchImpl: typeof fetch = fetch) => {
  try {
    const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`release info answered ${response.status}`);
    const body: unknown = await response.json();
    const latest = (body as { latestRelease?: unknown } | null)?.latestRelease;
    if (typeof latest !== 'string' || !latest.startsWith('v')) {
      throw new Error('release info has no latestRelease');
    }
    return latest;
  } catch (error) {
    // Spec §8: a failed version check only warns in the console.
    console.warn('Version check failed:', error);
    return null;
  }
};
