// The English catalogue split at build time (build/catalogueParts.ts).
declare module 'virtual:lumi-catalogue/*' {
  type Catalogue = { [key: string]: string | Catalogue };
  const part: Catalogue;
  export default part;
}
