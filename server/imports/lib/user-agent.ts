// MusicBrainz refuses anonymous clients: the User-Agent names the product, its version and a contact.
import packageJson from '../../../package.json' with { type: 'json' };

export function griotUserAgent(contact: string): string {
  return `Griot/${packageJson.version} ( ${contact} )`;
}
