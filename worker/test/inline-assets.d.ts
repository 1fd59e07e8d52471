// Vite's `?inline` import: the file as a data: URL. Worker tests load binary fixtures this way,
// because workerd has no file system.
declare module '*?inline' {
  const dataUrl: string;
  export default dataUrl;
}
