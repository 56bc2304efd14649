// esbuild bundles imported stylesheets into the viewer's CSS asset.
declare module '*.css';
