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
 */
/** How long after its first frame a page without paint timing waits before requesting the app's scripts. */
const FIRST_PAINT_DEADLINE_MS = 1000;

export function bootAfterPaintScript(entry: string, preloads: readonly string[]): string {
  return `(function(){function l(){var h=document.head;${JSON.stringify(preloads)}.forEach(function(u){var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=u;h.appendChild(k)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};h.appendChild(s)}var d=false;function g(){if(!d){d=true;l()}}if(document.visibilityState==='hidden')return g();try{new PerformanceObserver(function(e,o){if(e.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}}).observe({type:'paint',buffered:true})}catch(x){}requestAnimationFrame(function(){setTimeout(g,${FIRST_PAINT_DEADLINE_MS})})})()`;
}
