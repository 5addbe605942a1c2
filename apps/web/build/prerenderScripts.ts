import { STORAGE_KEYS } from '../src/shared/config/keys.ts';
import { PSEUDO_LOCALE_KEY } from '../src/shared/i18n/languages.ts';

/**
 * A classic inline script, placed right after a prerendered #root: the prerendered HTML is English, so when the
 * app will start in another language (the stored choice, else the browser's first language the app speaks, as
 * `initialLanguage` in src/shared/i18n/languages.ts decides; or the pseudo-locale) it puts back the plain
 * start-up placeholder before anything paints, and no English flashes. Storage that throws counts as empty.
 * With `firstVisitOnly` (the /dapp shell, whose first render reads the stored endpoint, session, chain profile and
 * preferences) the HTML is also put back when local storage holds anything at all.
 */
export function languageGuardScript(
  placeholder: string,
  title: string,
  { firstVisitOnly = false }: { firstVisitOnly?: boolean } = {},
): string {
  // Inside <script>, only "</script" would end it early; "<\/" reads the same to JavaScript.
  const literal = (text: string) => JSON.stringify(text).replaceAll('</', '<\\/');
  const stored = JSON.stringify(STORAGE_KEYS.language);
  const pseudo = JSON.stringify(PSEUDO_LOCALE_KEY);
  const firstVisit = firstVisitOnly ? 'if(localStorage.length>0)return false;' : '';
  return `(function(){function e(){var l;try{${firstVisit}if(localStorage.getItem(${pseudo})==='on')return false;l=localStorage.getItem(${stored})}catch(x){}if(l==='en'||l==='fil')return l==='en';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]||'').trim().toLowerCase().split(/[-_]/)[0];if(p==='fil'||p==='tl')return false;if(p==='en')return true}return true}if(e())return;var r=document.getElementById('root');r.removeAttribute('data-prerendered');r.innerHTML=${literal(placeholder)};document.title=${literal(title)}})()`;
}

/**
 * A classic inline script, last in a prerendered page's body: the app's JavaScript (the entry, and the modules
 * the boot and the route would preload) is requested once the prerendered HTML has painted, not while the page
 * is still waiting for its stylesheets, so on a slow link the first paint does not share the bandwidth with
 * ~170 kB of scripts it does not need. In a hidden tab, which does not paint, at once. "Painted" is the browser's
 * own first-contentful-paint entry: a frame callback and a timeout could run before that frame was presented on a
 * busy machine, and then the scripts were requested before the first paint after all (Lighthouse's simulation then
 * counts their download before FCP). Where paint timing is missing, the scripts come a deadline after the frame.
 * The links go in a few per task: each insertion starts a request inside `appendChild` (5–40 ms at 4× CPU
 * slow-down), so /dapp's ~60 links in one task were a 350–450 ms long task right after the first paint. The entry
 * follows the `preloads` (what the first render needs); `later` (what the page fetches right after its first
 * render) come after it, so Vite's preload helper finds their links in place instead of inserting them all at once.
 */
/** How long after its first frame a page without paint timing waits before requesting the app's scripts. */
const FIRST_PAINT_DEADLINE_MS = 1000;
/**
 * How many preload links one task inserts at most, and for how long it goes on inserting: an insertion took 1–10 ms
 * in traces (the first ones the longest, and more on a busy machine), and Lighthouse counts a task 4× as long.
 */
const PRELOADS_PER_TASK = 4;
const PRELOAD_TASK_MS = 8;

export function bootAfterPaintScript(
  entry: string,
  preloads: readonly string[],
  later: readonly string[] = [],
): string {
  return `(function(){function l(){var h=document.head,q=${JSON.stringify([...preloads, ...later])},n=${preloads.length},i=0,s;(function b(){for(var a=i,t=Date.now(),e=Math.min(i+${PRELOADS_PER_TASK},i<n?n:q.length);i<e&&(i===a||Date.now()-t<${PRELOAD_TASK_MS});i++){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=q[i];h.appendChild(k)}if(i>=n&&!s){s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}if(i<q.length)setTimeout(b,0)})()}var d=false;function g(){if(!d){d=true;l()}}if(document.visibilityState==='hidden')return g();try{new PerformanceObserver(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}}).observe({type:'paint',buffered:true})}catch(x){}requestAnimationFrame(function(){setTimeout(g,${FIRST_PAINT_DEADLINE_MS})})})()`;
}
