/** The image upload texts (profile photo, location logo): the browser's check and the server's. */
export const ImageMessages = {
  tooLarge: 'The image must be 5 MB or smaller.',
  wrongType: 'The image must be a JPEG, PNG or WebP file.',
} as const;
