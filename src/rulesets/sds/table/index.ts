/** SDS table: geometry, terrain, sight, movement, terrain generation, deployment, SVG. */
export * from './types.js';
export * from '../../kit/geometry.js';
export * from './terrain.js';
export * from './sight.js';
export * from './move.js';
export * from './generate.js';
export * from './deploy.js';
export * from './svg.js';
