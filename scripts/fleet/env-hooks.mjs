// Module hooks for the fleet under tsx: the extension's sources read `import.meta.env` (which
// WXT's Vite build and Vitest define) and would throw in plain Node. The fleet runs them as the
// production build does: MODE "production".
const ENV = '({ MODE: "production", DEV: false, PROD: true })';

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.startsWith('file:') || url.includes('/node_modules/') || loaded.source == null) {
    return loaded;
  }
  const text = String(loaded.source);
  if (!text.includes('import.meta.env')) return loaded;
  return { ...loaded, source: text.replaceAll('import.meta.env', ENV) };
}
