import { useEffect, useState } from 'preact/hooks';
import { renderQrSvg } from '../../bridges/qr-render';
import './QrCode.css';

/** Props of a shown QR code. */
export interface QrCodeProps {
  text: string;
  /** Accessible description of what the code carries. */
  label: string;
}

/** Shows text as a large QR code on a white card (readable by the other phone's camera). */
export function QrCode({ text, label }: QrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void renderQrSvg(text).then((rendered) => {
      if (current) setSvg(rendered.svg);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return (
    <figure class="qr-code" role="img" aria-label={label} data-testid="qr-code" data-qr-text={text}>
      {svg && <div class="qr-code__image" dangerouslySetInnerHTML={{ __html: svg }} />}
    </figure>
  );
}
