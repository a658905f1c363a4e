"use client";

import { useEffect, useState } from "react";
import { siteConfig } from "@/lib/site-config";

export const STARTUP_RELOAD_MS = 5_000;

/**
 * The panel shown when the site itself cannot start in the browser (seed 000 §8): the company phone,
 * and a reload after 5 seconds. Plain markup and inline styles: the stylesheet may be what failed.
 */
export function StartupFallback() {
  const [seconds, setSeconds] = useState(STARTUP_RELOAD_MS / 1000);

  useEffect(() => {
    const reload = setTimeout(() => window.location.reload(), STARTUP_RELOAD_MS);
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1_000);
    return () => {
      clearTimeout(reload);
      clearInterval(tick);
    };
  }, []);

  return (
    <div
      role="alert"
      style={{
        maxWidth: 480,
        margin: "15vh auto",
        padding: 24,
        border: "1px solid #cbd5e1",
        borderRadius: 12,
        fontFamily: "system-ui, sans-serif",
        textAlign: "center",
        color: "#0f172a",
      }}
    >
      <h1 style={{ fontSize: 22, margin: 0 }}>{siteConfig.companyName}</h1>
      <p style={{ marginTop: 12 }}>The page could not load. It will reload in {seconds} seconds.</p>
      <p style={{ marginTop: 12 }}>
        To order or ask a question now, call{" "}
        <a href={siteConfig.phone.href} style={{ color: "#1e3a6e", fontWeight: 600 }}>
          {siteConfig.phone.display}
        </a>
        .
      </p>
    </div>
  );
}
