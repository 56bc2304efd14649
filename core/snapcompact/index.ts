/** The snapcompact core: pure text → frame layout, shapes, billing, archive planning. No fonts are read here. */
export * from './archive';
export * from './archive-types';
export * from './billing';
export * from './font';
export * from './frame-budget';
export * from './layout-cells';
export * from './markers';
export * from './normalize';
export * from './paginate';
export * from './palette';
export * from './rasterize';
export * from './reading-guide';
export * from './resolve-shape';
export * from './serialize';
export * from './shapes';
export * from './stopwords';
export * from './truncate';
