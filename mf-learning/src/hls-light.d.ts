/** hls.js's light build (no subtitles, EME or alternate audio: the player's own <track>s do captions) has hls.js's types. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
