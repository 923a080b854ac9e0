import { useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@client/components/ui/alert';
import { qrFrameReader } from '../lib/qr-reader';

/** Chromium's name for the page's Permissions-Policy (other browsers have none, and then say nothing here). */
type PolicyDocument = Document & { featurePolicy?: { allowsFeature(feature: string): boolean } };

/**
 * Why the camera did not open. The door's page allows it (server/http/security-headers.ts), but one opened
 * without a network is the app's kept frame, whose policy does not: loading the page again online fixes that.
 */
function cameraProblem(): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a feature's name, not a text
  return (document as PolicyDocument).featurePolicy?.allowsFeature('camera') === false
    ? t({
        id: 'shop.camera.offline-policy',
        message:
          'This page was opened offline, so it cannot use the camera. Reload it once you are online, or type the code.',
      })
    : t({
        id: 'shop.camera.not-opened',
        message: 'The camera could not be opened. Allow this site to use it, or type the code.',
      });
}

/** How often a frame is read, and how long a code just read is ignored (the same ticket stays in view). */
const READ_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 3000;

/** The back camera, read for QR codes until closed; each new code goes to `onCode`. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let last = { code: '', at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await qrFrameReader();
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = await read(video.current).catch(() => null);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last = { code, at: now };
            latest.current(code);
          }
          timer = setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch {
        setProblem(cameraProblem());
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (problem) return <Alert message={problem} />;
  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label={t({ id: 'shop.camera.view-label', message: "Camera view: hold a ticket's QR code in front of it" })}
      className="aspect-square w-full max-w-sm rounded-card bg-ink-900 object-cover"
    />
  );
}
