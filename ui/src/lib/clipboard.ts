/**
 * Puts `text` on the clipboard. The Clipboard API exists only on secure origins (https, localhost), and this
 * server is often reached over plain http on a LAN, so it falls back to selecting the text and
 * execCommand('copy'): in `input` when given (the caller's own field), else in a hidden textarea. False when
 * neither worked; the caller then asks the user to copy by hand.
 */
export async function writeToClipboard(text: string, input?: HTMLInputElement | null): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no focus: try the old way below.
    }
  }
  if (input) {
    input.focus();
    input.select();
    return execCopy();
  }
  return copyThroughTextarea(text);
}

function execCopy(): boolean {
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

function copyThroughTextarea(text: string): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  document.body.appendChild(area);
  area.select();
  const copied = execCopy();
  area.remove();
  previous?.focus();
  return copied;
}
