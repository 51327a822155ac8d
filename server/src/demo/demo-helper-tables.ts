/**
 * The tables the demo helpers are drawn from (demo-helpers.ts): each country's names,
 * hometowns, languages, education, salaries and usual destinations, and the employers'
 * places. Data only; the text and the choices are made in demo-helpers.ts.
 */
import type {
  EDUCATION_LEVELS,
  ExperienceType,
  HelperCountry,
  RELIGIONS,
} from "@maids/contract/enums.ts";

type Religion = (typeof RELIGIONS)[number];
type Education = (typeof EDUCATION_LEVELS)[number];
export type Destination = "Singapore" | "Hong Kong" | "Taiwan" | "Middle East" | "Malaysia";
export type Weighted<T> = readonly (readonly [T, number])[];

// ---------------------------------------------------------------------------
// Country tables

export interface NameGroup {
  religion: Religion;
  weight: number;
  languages: readonly string[];
  names: readonly string[];
  /** Overrides the country's hometowns where a community lives in one region. */
  hometowns?: readonly string[];
}

export interface CountryProfile {
  count: number;
  groups: readonly NameGroup[];
  hometowns: readonly string[];
  education: Weighted<Education>;
  salary: readonly [number, number];
  englishRating: readonly [number, number];
  englishChance: number;
  extraLanguages: Weighted<string>;
  freshChance: number;
  destinations: Weighted<Destination>;
  cuisine: string;
  supplier: string;
}

const FILIPINA_NAMES = [
  "Maricel Dela Cruz",
  "Jocelyn Santos",
  "Rowena Bautista",
  "Marites Reyes",
  "Lorna Villanueva",
  "Analyn Mendoza",
  "Rosalie Garcia",
  "Cherry Ann Ramos",
  "Gemma Castillo",
  "Evangeline Navarro",
  "Jennylyn Flores",
  "Mylene Pascual",
  "Rhea Mae Soriano",
  "Liezel Manalo",
  "Rosemarie Dizon",
  "Divina Galang",
  "Arlene Domingo",
  "Cristina Tolentino",
  "Janet Salvador",
  "Leah Aquino",
  "Josephine Magbanua",
  "Marilou Esguerra",
  "Glenda Lacson",
  "Aileen Macaraeg",
  "Melanie Ocampo",
  "Shiela Marie Abad",
  "Rachelle Fernandez",
  "Gina Cabrera",
  "Edna Villareal",
  "Juvy Sarmiento",
  "Rosario Buenaventura",
  "Nenita Padilla",
] as const;

export const COUNTRIES: Record<HelperCountry, CountryProfile> = {
  Philippines: {
    count: 28,
    groups: [
      { religion: "Catholic", weight: 3, languages: ["English", "Tagalog"], names: FILIPINA_NAMES },
      {
        religion: "Christian",
        weight: 1,
        languages: ["English", "Tagalog"],
        names: FILIPINA_NAMES,
      },
    ],
    hometowns: ["Iloilo", "Cebu", "Davao", "Bacolod", "Pangasinan", "Leyte", "Albay", "Batangas"],
    education: [
      ["High School", 4],
      ["Diploma", 2],
      ["Bachelor's Degree", 1],
      ["Secondary School", 1],
    ],
    salary: [650, 800],
    englishRating: [3, 5],
    englishChance: 1,
    extraLanguages: [],
    freshChance: 0.2,
    destinations: [
      ["Singapore", 5],
      ["Hong Kong", 4],
      ["Middle East", 3],
      ["Taiwan", 1],
    ],
    cuisine: "Filipino",
    supplier: "ID-1",
  },
  Indonesia: {
    count: 17,
    groups: [
      {
        religion: "Muslim",
        weight: 6,
        languages: ["Indonesian"],
        names: [
          "Siti Nurhaliza",
          "Sri Wahyuni",
          "Dewi Handayani",
          "Nur Aminah",
          "Tri Lestari",
          "Sumiati",
          "Rina Susanti",
          "Yuli Maryati",
          "Eka Kurniasih",
          "Ratna Setyowati",
          "Nining Purwanti",
          "Puji Astuti",
          "Endang Sulistyowati",
          "Fitri Khasanah",
          "Umi Kalsum",
          "Anik Rohmah",
          "Lilis Suryani",
          "Tuti Marlina",
          "Wartini",
        ],
      },
      {
        religion: "Christian",
        weight: 1,
        languages: ["Indonesian"],
        names: ["Yohana Simanjuntak", "Martha Nainggolan", "Agustina Lomi", "Veronika Sitorus"],
        hometowns: ["North Sumatra", "East Nusa Tenggara"],
      },
    ],
    hometowns: ["Central Java", "East Java", "Lampung", "Ponorogo", "Cilacap", "Banyuwangi"],
    education: [
      ["Primary School", 2],
      ["Secondary School", 4],
      ["High School", 3],
    ],
    salary: [600, 750],
    englishRating: [1, 3],
    englishChance: 0.5,
    extraLanguages: [["Malay", 0.3]],
    freshChance: 0.35,
    destinations: [
      ["Singapore", 5],
      ["Hong Kong", 3],
      ["Taiwan", 3],
      ["Malaysia", 2],
      ["Middle East", 1],
    ],
    cuisine: "Indonesian",
    supplier: "ID-2",
  },
  Myanmar: {
    count: 16,
    groups: [
      {
        religion: "Buddhist",
        weight: 6,
        languages: ["Burmese"],
        names: [
          "Aye Aye Thin",
          "Khin Myat Noe",
          "Thin Thin Htwe",
          "Su Su Win",
          "Nwe Nwe Oo",
          "May Thu Kyaw",
          "Hnin Wai Lwin",
          "Ei Ei Mon",
          "Moe Moe Aung",
          "Sandar Myint",
          "Zin Mar Htay",
          "Thandar Soe",
          "Yin Yin Khaing",
          "Phyu Phyu Hlaing",
          "Nilar Kyi",
          "San San Maw",
        ],
      },
      {
        religion: "Christian",
        weight: 1,
        languages: ["Burmese"],
        names: ["Cing Sian Par", "Ngun Hlei Mawi", "Sui Tha Par"],
        hometowns: ["Chin State"],
      },
    ],
    hometowns: ["Mandalay", "Magway", "Bago", "Sagaing", "Ayeyarwady", "Mon State"],
    education: [
      ["Primary School", 2],
      ["Secondary School", 4],
      ["High School", 2],
    ],
    salary: [580, 700],
    englishRating: [0, 3],
    englishChance: 0.6,
    extraLanguages: [],
    freshChance: 0.5,
    destinations: [
      ["Singapore", 6],
      ["Malaysia", 2],
      ["Hong Kong", 1],
    ],
    cuisine: "Burmese",
    supplier: "ID-3",
  },
  India: {
    count: 3,
    groups: [
      {
        religion: "Hindu",
        weight: 2,
        languages: ["Tamil", "English"],
        names: ["Lakshmi Murugan", "Kavitha Rajendran", "Selvi Arumugam"],
        hometowns: ["Tamil Nadu"],
      },
      {
        religion: "Hindu",
        weight: 1,
        languages: ["Hindi", "English"],
        names: ["Sunita Devi", "Rekha Kumari", "Geeta Rawat"],
        hometowns: ["Uttarakhand", "Bihar", "Jharkhand"],
      },
      {
        religion: "Christian",
        weight: 1,
        languages: ["English", "Hindi"],
        names: ["Lalrinpuii Ralte", "Zothanpuii Sailo", "Vanlalhriati Khiangte"],
        hometowns: ["Mizoram"],
      },
    ],
    hometowns: ["Tamil Nadu", "Kerala"],
    education: [
      ["Secondary School", 2],
      ["High School", 2],
      ["Diploma", 1],
    ],
    salary: [600, 750],
    englishRating: [2, 4],
    englishChance: 1,
    extraLanguages: [],
    freshChance: 0.35,
    destinations: [
      ["Singapore", 3],
      ["Middle East", 4],
    ],
    cuisine: "Indian",
    supplier: "ID-4",
  },
  Bangladesh: {
    count: 2,
    groups: [
      {
        religion: "Muslim",
        weight: 3,
        languages: ["Bengali"],
        names: ["Rokeya Begum", "Shirin Akter", "Nasima Khatun"],
      },
      {
        religion: "Hindu",
        weight: 1,
        languages: ["Bengali"],
        names: ["Shefali Rani Das", "Mousumi Sarkar"],
      },
    ],
    hometowns: ["Dhaka", "Sylhet", "Chittagong", "Khulna"],
    education: [
      ["Primary School", 2],
      ["Secondary School", 2],
    ],
    salary: [550, 650],
    englishRating: [1, 3],
    englishChance: 0.5,
    extraLanguages: [["Hindi", 0.3]],
    freshChance: 0.35,
    destinations: [
      ["Middle East", 4],
      ["Singapore", 2],
    ],
    cuisine: "Bangladeshi",
    supplier: "ID-4",
  },
  "Sri Lanka": {
    count: 3,
    groups: [
      {
        religion: "Hindu",
        weight: 1,
        languages: ["Tamil", "English"],
        names: ["Vasanthi Selvaraj", "Tharshini Nadarajah", "Kalaivani Sivakumar"],
        hometowns: ["Jaffna", "Batticaloa"],
      },
      {
        religion: "Catholic",
        weight: 1,
        languages: ["Tamil", "English"],
        names: ["Jeyamalar Anthony", "Mary Shanthini Joseph"],
        hometowns: ["Jaffna", "Mannar"],
      },
      {
        religion: "Buddhist",
        weight: 1,
        languages: ["English", "Sinhala"],
        names: ["Nilmini Perera", "Chandrika Kumari", "Dilrukshi Jayasinghe"],
        hometowns: ["Kandy", "Kurunegala", "Galle"],
      },
    ],
    hometowns: ["Kandy", "Jaffna", "Kurunegala"],
    education: [
      ["Secondary School", 2],
      ["High School", 2],
    ],
    salary: [600, 700],
    englishRating: [2, 4],
    englishChance: 1,
    extraLanguages: [],
    freshChance: 0.35,
    destinations: [
      ["Middle East", 4],
      ["Singapore", 2],
    ],
    cuisine: "Sri Lankan",
    supplier: "ID-4",
  },
  Cambodia: {
    count: 2,
    groups: [
      {
        religion: "Buddhist",
        weight: 1,
        languages: ["Khmer"],
        names: ["Sok Chanthy", "Keo Sophea", "Chea Sreymom"],
      },
    ],
    hometowns: ["Battambang", "Kampong Cham", "Siem Reap", "Takeo"],
    education: [
      ["Primary School", 2],
      ["Secondary School", 1],
    ],
    salary: [550, 650],
    englishRating: [0, 2],
    englishChance: 0.5,
    extraLanguages: [],
    freshChance: 0.4,
    destinations: [
      ["Singapore", 3],
      ["Malaysia", 2],
    ],
    cuisine: "Cambodian",
    supplier: "ID-5",
  },
  Vietnam: {
    count: 2,
    groups: [
      {
        religion: "Others",
        weight: 2,
        languages: ["Vietnamese"],
        names: ["Nguyen Thi Hoa", "Tran Thi Lan", "Le Thi Thu"],
      },
      {
        religion: "Catholic",
        weight: 1,
        languages: ["Vietnamese"],
        names: ["Pham Thi Mai", "Vu Thi Huong"],
      },
    ],
    hometowns: ["Nghe An", "Thanh Hoa", "Hai Phong", "Can Tho"],
    education: [
      ["Secondary School", 2],
      ["High School", 1],
    ],
    salary: [600, 700],
    englishRating: [0, 2],
    englishChance: 0.4,
    extraLanguages: [],
    freshChance: 0.3,
    destinations: [
      ["Taiwan", 4],
      ["Singapore", 2],
    ],
    cuisine: "Vietnamese",
    supplier: "ID-5",
  },
  Thailand: {
    count: 2,
    groups: [
      {
        religion: "Buddhist",
        weight: 1,
        languages: ["Thai"],
        names: ["Somjai Saengthong", "Pranee Boonmee", "Kanya Srisuk", "Wanida Chaiyaphum"],
      },
    ],
    hometowns: ["Udon Thani", "Khon Kaen", "Chiang Rai", "Nakhon Ratchasima"],
    education: [
      ["Secondary School", 2],
      ["High School", 1],
    ],
    salary: [600, 750],
    englishRating: [1, 2],
    englishChance: 0.5,
    extraLanguages: [],
    freshChance: 0.3,
    destinations: [
      ["Taiwan", 3],
      ["Singapore", 2],
    ],
    cuisine: "Thai",
    supplier: "ID-5",
  },
  Malaysia: {
    count: 2,
    groups: [
      {
        religion: "Muslim",
        weight: 1,
        languages: ["Malay", "English"],
        names: ["Nur Aisyah Binti Ismail", "Rosnah Binti Yusof"],
        hometowns: ["Kelantan", "Terengganu", "Perak"],
      },
      {
        religion: "Christian",
        weight: 1,
        languages: ["Malay", "English"],
        names: ["Juliana Gimbang", "Rosalind Majimbun"],
        hometowns: ["Sabah"],
      },
    ],
    hometowns: ["Kelantan", "Sabah", "Perak"],
    education: [
      ["Secondary School", 2],
      ["High School", 2],
      ["Diploma", 1],
    ],
    salary: [700, 900],
    englishRating: [2, 4],
    englishChance: 1,
    extraLanguages: [],
    freshChance: 0.3,
    destinations: [["Singapore", 1]],
    cuisine: "Malay",
    supplier: "ID-5",
  },
};

// ---------------------------------------------------------------------------
// Employer tables

export interface Place {
  country: string;
  ethnicities: readonly string[];
  housing: readonly string[];
  areas: readonly string[];
  /** Housing of expatriate employers, where it differs. */
  expatHousing?: readonly string[];
}

export const PLACES: Record<Exclude<Destination, "Middle East">, Place> & {
  "Middle East": Place[];
} = {
  Singapore: {
    country: "Singapore",
    ethnicities: ["Chinese", "Chinese", "Chinese", "Malay", "Indian", "Eurasian", "expatriate"],
    housing: [
      "a 4-room HDB flat",
      "a 5-room HDB flat",
      "an executive condominium",
      "a landed house",
    ],
    areas: ["Tampines", "Bedok", "Jurong West", "Woodlands", "Punggol", "Bishan", "Clementi"],
    expatHousing: ["a condominium", "a landed house"],
  },
  "Hong Kong": {
    country: "Hong Kong",
    ethnicities: ["Chinese", "Cantonese-speaking", "British expatriate"],
    housing: ["a flat", "a high-rise flat", "a village house"],
    areas: ["Sha Tin", "Tseung Kwan O", "Tai Po", "Kowloon Tong", "Tuen Mun", "Sai Kung"],
  },
  Taiwan: {
    country: "Taiwan",
    ethnicities: ["Taiwanese"],
    housing: ["an apartment", "a townhouse"],
    areas: ["Taipei", "New Taipei", "Taichung", "Kaohsiung", "Tainan", "Taoyuan"],
  },
  Malaysia: {
    country: "Malaysia",
    ethnicities: ["Chinese Malaysian", "Malay", "Indian Malaysian"],
    housing: ["a terrace house", "a condominium"],
    areas: ["Kuala Lumpur", "Petaling Jaya", "Johor Bahru", "Penang", "Ipoh"],
  },
  "Middle East": [
    {
      country: "Saudi Arabia",
      ethnicities: ["Saudi"],
      housing: ["a villa"],
      areas: ["Riyadh", "Jeddah"],
    },
    {
      country: "UAE",
      ethnicities: ["Emirati", "Indian expatriate"],
      housing: ["a villa", "an apartment"],
      areas: ["Dubai", "Abu Dhabi", "Sharjah"],
    },
    { country: "Kuwait", ethnicities: ["Kuwaiti"], housing: ["a house"], areas: ["Kuwait City"] },
    { country: "Qatar", ethnicities: ["Qatari"], housing: ["a villa"], areas: ["Doha"] },
  ],
};

export const TYPE_BY_COUNTRY: Record<string, ExperienceType | undefined> = {
  Singapore: "Ex-Singapore",
  "Hong Kong": "Ex-Hongkong",
  Taiwan: "Ex-Taiwan",
  "Saudi Arabia": "Ex-Middle East",
  UAE: "Ex-Middle East",
  Kuwait: "Ex-Middle East",
  Qatar: "Ex-Middle East",
};
