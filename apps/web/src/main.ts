import './app/global.css';
import { reportBootFailure } from './app/boot/failure.ts';

// Everything that can fail at start-up (fetching the app's chunks, creating the router, the first render) is
// behind these import()s so a failure is shown on the page instead of leaving it blank. The configuration store
// and its checks (zod, the SS58 checks with blake2) are evaluated first, then the rest of the boot graph (React,
// the router, i18next) in a task of its own: evaluating both at once was one task, too long for a phone.
const container = document.getElementById('root');
if (container) {
  import('./shared/config/appConfig.ts')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app/boot/start.tsx'))
    .then(({ start }) => start(container))
    .catch((error: unknown) => reportBootFailure(container, error));
} else {
  console.error('Lumi failed to start: the page has no #root element.');
}
