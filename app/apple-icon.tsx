// The home-screen icon of iOS (apple-touch-icon): the 0-0-0 mark on the brand navy. iOS rounds the
// corners itself, so the square is full.
import { ImageResponse } from "next/og";
import { ZeroMark } from "@/components/seo/zero-mark";
import { BRAND_COLORS } from "@/lib/seo/brand";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundColor: BRAND_COLORS.navy,
      }}
    >
      <ZeroMark size={148} />
    </div>,
    size,
  );
}
