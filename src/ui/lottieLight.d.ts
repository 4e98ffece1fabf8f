/** lottie-web's prebuilt ES module of the light SVG player: the same API as its UMD build. */
declare module 'lottie-web/build/player/esm/lottie_light.min.js' {
  import lottie from 'lottie-web/build/player/lottie_light'
  export default lottie
}
