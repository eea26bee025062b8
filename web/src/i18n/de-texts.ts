/** What the page's own codes mean, in German (the keys of `./en-texts.ts`), and `@tlp/core`'s texts. */
export { texts as verdict } from '@tlp/core/messages/de-texts';

import type { PageTexts } from './en-texts.js';

export const page: PageTexts = {
  issuer_not_allowed:
    'Dieser Beleg stammt von einem Lizenzserver, dem diese Seite nicht vertrauen soll; er wurde daher nicht geprüft, und von diesem Server wurde nichts geladen. Prüfen Sie ihn auf der eigenen Seite dieses Ausstellers.',
  issuer_elsewhere:
    'Der Beleg wurde von einem anderen Lizenzserver ausgestellt als dem, der diese Seite ausliefert; seine Schlüssel liegen daher nicht hier. Das spricht nicht gegen den Beleg: Öffnen Sie ihn auf der eigenen Seite seines Ausstellers.',
  unsupported_input:
    'Fügen Sie einen Beleg (den langen Text, der mit „eyJ“ beginnt), eine Beleg-ID (beginnend mit „rcpt_“) oder einen Beleg-Link ein, oder wählen Sie ein Bild, ein Video oder eine Audiodatei.',
  file_too_large:
    'Dateien dieses Formats werden zur Prüfung vollständig in den Speicher gelesen und hier bis 256 MB geprüft. Videos (MP4, MOV), M4A-Audio sowie HEIC- oder AVIF-Fotos werden stückweise gelesen, in jeder Größe.',
};
