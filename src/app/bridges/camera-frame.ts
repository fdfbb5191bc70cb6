// The camera resolution the scanner asks for, shared by the scanner bridge (the stream's constraints)
// and the Scanner component (which lays the view out at this width) without loading html5-qrcode.

/**
 * The camera resolution asked for, and the CSS width the Scanner lays its view out at before scaling
 * it down to fit: html5-qrcode redraws its aiming box into a canvas at CSS pixels, so a view laid out
 * at phone width shrank a 720p frame 3.7× before decoding (75 % of the camera model's frames read,
 * 99 % at camera pixels: README, "Scanning under a camera model").
 */
export const CAMERA_FRAME = { width: 1280, height: 720 } as const;

/**
 * The aiming square drawn on the view, as a share of the view's shorter side: where the player is
 * asked to hold the code.
 */
export const AIM_SHARE = 0.85;

/**
 * The square decoded, as a share of the view's shorter side: all of it, wider than the aim drawn, so
 * a code held snugly inside the aim (or a little past it) still has its quiet zone and finder
 * patterns in the picture. Decoding only the drawn 85 % cut those off for codes near the aim's edge
 * (2 of the 7 hard camera-model frames missed; README, "Scanning under a camera model").
 */
export const DECODED_SHARE = 1;
