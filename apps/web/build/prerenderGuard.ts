import { STORAGE_KEYS } from '../src/shared/config/keys.ts';
import { PSEUDO_LOCALE_KEY } from '../src/shared/i18n/languages.ts';

/**
 * A classic inline script, placed right after a prerendered #root: the prerendered HTML is English, so when the
 * app will start in another language (the stored choice, else the browser's first language the app speaks, as
 * `initialLanguage` in src/shared/i18n/languages.ts decides; or the pseudo-locale) it puts back the plain
 * start-up placeholder before anything paints, and no English flashes. Storage that throws counts as empty.
 */
export function languageGuardScript(placeholder: string, title: string): string {
  // Inside <script>, only "</script" would end it early; "<\/" reads the same to JavaScript.
  const literal = (text: string) => JSON.stringify(text).replaceAll('</', '<\\/');
  const stored = JSON.stringify(STORAGE_KEYS.language);
  const pseudo = JSON.stringify(PSEUDO_LOCALE_KEY);
  return `(function(){function e(){var l;try{if(localStorage.getItem(${pseudo})==='on')return false;l=localStorage.getItem(${stored})}catch(x){}if(l==='en'||l==='fil')return l==='en';var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<n.length;i++){var p=String(n[i]||'').trim().toLowerCase().split(/[-_]/)[0];if(p==='fil'||p==='tl')return false;if(p==='en')return true}return true}if(e())return;var r=document.getElementById('root');r.removeAttribute('data-prerendered');r.innerHTML=${literal(placeholder)};document.title=${literal(title)}})()`;
}
