// The image tools' toasts, with the seed's exact texts (001 §8).
export const IMAGE_TOASTS = {
  imagesFound: "Images Found",
  imageSaved: "Image Saved",
  urlCopied: "URL Copied",
  uploadSuccessful: "Upload Successful",
  uploadedDescription: (count: number) => `${count} image(s) uploaded and ready to use across all sites`,
  imageDeleted: "Image Deleted",
  imageDeletedDescription: "Image removed from all sites",
  scrapingFailed: "Scraping Failed",
  scrapingFailedDescription: "Failed to get images from websites. Please try again.",
  importFailed: "Import Failed",
  importFailedDescription: "Failed to import image. Please try again.",
  uploadFailed: "Upload Failed",
  uploadFailedDescription: "Failed to upload images. Please try again.",
  uploadFailedFor: (name: string) => `Upload failed for ${name}`,
  deleteFailed: "Delete Failed",
  deleteFailedDescription: "Failed to delete image. Please try again.",
} as const;
