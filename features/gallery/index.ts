/** The public face of the gallery feature for pages and other features: components and browser hooks. */
export { default as CertificateGallery } from './components/certificate-gallery';
export { default as GalleryBrowser } from './components/gallery-browser';
export { GALLERY_NAMESPACES } from './components/namespaces';
