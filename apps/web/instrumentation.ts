/** Runs once when the server starts; the Node-only start-up checks live in their own module. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkConfigOrExit } = await import('./lib/check-config.node.ts');
    checkConfigOrExit();
  }
}
