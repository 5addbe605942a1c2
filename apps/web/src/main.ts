import './app/global.css';
import { reportBootFailure } from './app/boot/failure.ts';

// Everything that can fail at start-up (fetching the app's chunks, creating the router, the first render) is
// behind this import() so a failure is shown on the page instead of leaving it blank.
const container = document.getElementById('root');
if (container) {
  import('./app/boot/start.tsx')
    .then(({ start }) => start(container))
    .catch((error: unknown) => reportBootFailure(container, error));
} else {
  console.error('Lumi failed to start: the page has no #root element.');
}
