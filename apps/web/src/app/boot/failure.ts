function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Unknown error';
}

/**
 * Logs a start-up failure and replaces the page with a short explanation and a reload button. Plain DOM on
 * purpose: React itself may be what failed to load.
 */
export function reportBootFailure(container: HTMLElement, error: unknown): void {
  console.error('Lumi failed to start:', error);

  const panel = document.createElement('div');
  panel.className = 'boot-failure';
  panel.setAttribute('role', 'alert');

  const title = document.createElement('h1');
  title.textContent = 'Lumi could not start';
  const explanation = document.createElement('p');
  explanation.textContent =
    'Something went wrong while loading the app. Reloading usually fixes it; if it keeps happening, check your connection.';
  const detail = document.createElement('p');
  detail.className = 'boot-failure__detail';
  detail.textContent = describe(error);
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => window.location.reload());

  panel.append(title, explanation, detail, reload);
  container.replaceChildren(panel);
  document.title = 'Lumi could not start';
}
