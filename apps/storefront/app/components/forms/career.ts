/** An open position as the careers pages read it (getCareers, getCareer). */
export interface Career {
  _id: string;
  slug: string;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  location: string;
  arLocation: string;
  employmentType: "full_time" | "part_time" | "internship" | "contract";
}

export const CAREER_FIELDS =
  "_id slug title arTitle description arDescription location arLocation employmentType";
