/**
 * The business purpose as a register entry words it, in German and English: a company's
 * "Gegenstand des Unternehmens ist …", an association's "Zweck des Vereins ist …", a
 * cooperative's member promotion, each with the activity of its industry
 * (data/purposes.ts). Three wordings per family, chosen by the generator's draw.
 */
import { PURPOSE_ACTIVITIES } from './data/purposes'

export const PURPOSE_WORDINGS = 3

type Family = 'company' | 'association' | 'cooperative'

const SENTENCES: Record<Family, { de: string[]; en: string[] }> = {
  company: {
    de: [
      'Gegenstand des Unternehmens ist {activity} sowie alle damit zusammenhängenden Geschäfte.',
      'Gegenstand des Unternehmens ist {activity}. Die Gesellschaft kann alle Geschäfte betreiben, die dem Gegenstand des Unternehmens unmittelbar oder mittelbar zu dienen geeignet sind.',
      'Gegenstand des Unternehmens ist {activity}. Die Gesellschaft ist berechtigt, Zweigniederlassungen zu errichten und sich an Unternehmen gleicher oder ähnlicher Art zu beteiligen.',
    ],
    en: [
      'The object of the company is {activity} and all business connected with it.',
      'The object of the company is {activity}. The company may conduct all business that directly or indirectly serves this object.',
      'The object of the company is {activity}. The company may establish branches and acquire interests in companies of the same or a similar kind.',
    ],
  },
  association: {
    de: [
      'Zweck des Vereins ist {activity}.',
      'Zweck des Vereins ist {activity}. Der Verein verfolgt ausschließlich und unmittelbar gemeinnützige Zwecke.',
      'Zweck des Vereins ist {activity}. Der Verein ist selbstlos tätig; er verfolgt nicht in erster Linie eigenwirtschaftliche Zwecke.',
    ],
    en: [
      'The purpose of the association is {activity}.',
      'The purpose of the association is {activity}. It pursues exclusively and directly charitable purposes.',
      'The purpose of the association is {activity}. It acts selflessly and does not primarily pursue its own economic ends.',
    ],
  },
  cooperative: {
    de: [
      'Zweck der Genossenschaft ist die wirtschaftliche Förderung ihrer Mitglieder. Gegenstand des Unternehmens ist {activity}.',
      'Zweck der Genossenschaft ist die Förderung des Erwerbs und der Wirtschaft ihrer Mitglieder. Gegenstand des Unternehmens ist {activity}.',
      'Zweck der Genossenschaft ist die wirtschaftliche Förderung ihrer Mitglieder. Gegenstand des Unternehmens ist {activity}; die Ausdehnung des Geschäftsbetriebs auf Nichtmitglieder ist zugelassen.',
    ],
    en: [
      "The purpose of the cooperative is to promote its members' economic interests. Its object is {activity}.",
      "The purpose of the cooperative is to promote its members' earnings and business. Its object is {activity}.",
      "The purpose of the cooperative is to promote its members' economic interests. Its object is {activity}; business with non-members is permitted.",
    ],
  },
}

const familyOf = (legalForm: string): Family =>
  legalForm === 'e.V.' ? 'association' : legalForm === 'eG' ? 'cooperative' : 'company'

/** Both languages' purpose of an organization; `wording` is 0 to PURPOSE_WORDINGS - 1. */
export function purposeText(
  industry: { code: string; de: string; en: string },
  legalForm: string,
  wording: number,
): { de: string; en: string } {
  const activity = PURPOSE_ACTIVITIES[industry.code] ?? {
    // Every code has its activity (purpose-text.test.ts); this is the wording of a code added later.
    de: `die Tätigkeit auf dem Gebiet „${industry.de}“`,
    en: `activities in the field of ${industry.en.toLowerCase()}`,
  }
  const sentences = SENTENCES[familyOf(legalForm)]
  return {
    de: sentences.de[wording]!.replace('{activity}', activity.de),
    en: sentences.en[wording]!.replace('{activity}', activity.en),
  }
}
