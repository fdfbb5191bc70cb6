import { useEffect, useState } from 'preact/hooks';
import { renderQrSvg } from '../../bridges/qr-render';
import './QrCode.css';

/** Props of a shown QR code. */
export interface QrCodeProps {
  text: string;
  /** Accessible description of what the code carries. */
  label: string;
  /** A forced mask pattern (0–7), when the player asked for another pattern. */
  mask?: number;
}

/** Shows text as a large QR code on a white card (readable by the other phone's camera). */
export function QrCode({ text, label, mask }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void renderQrSvg(text, mask).then((rendered) => {
      if (current) setSvg(rendered.svg);
    });
    return () => {
      current = false;
    };
  }, [text, mask]);
  return (
    <figure
      class="qr-code"
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-qr-text={text}
      data-qr-mask={mask}
    >
      {svg && <div class="qr-code__image" dangerouslySetInnerHTML={{ __html: svg }} />}
    </figure>
  );
}
