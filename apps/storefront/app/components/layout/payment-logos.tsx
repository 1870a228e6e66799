/**
 * Payment-method wordmark badges, drawn here (no external images): aman, visa, mastercard,
 * valu, fawry, sympl. Each is an image with its brand name as the accessible name. The wordmarks'
 * text inherits the page's font family, whose Latin face the page has already downloaded
 * (decision 0100).
 */
const W = 64;
const H = 40;

function Badge({
  label,
  children,
  bg = "#FFFFFF",
}: {
  label: string;
  children: React.ReactNode;
  bg?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      className="block rounded-md shadow-sm ring-1 ring-black/5"
      direction="ltr"
    >
      <title>{label}</title>
      <rect width={W} height={H} rx="6" fill={bg} />
      {children}
    </svg>
  );
}

export const PAYMENT_METHODS = [
  {
    id: "aman",
    badge: (
      <Badge label="aman">
        <circle cx="13" cy="20" r="5" fill="none" stroke="#F7941D" strokeWidth="2.6" />
        <text x="21.5" y="24.5" fontSize="13.5" fontWeight="700" fill="#0B3C5D">
          aman
        </text>
      </Badge>
    ),
  },
  {
    id: "visa",
    badge: (
      <Badge label="Visa">
        <text
          x="32"
          y="26.5"
          textAnchor="middle"
          fontSize="17"
          fontStyle="italic"
          fontWeight="800"
          fill="#1A1F71"
          letterSpacing="0.5"
        >
          VISA
        </text>
      </Badge>
    ),
  },
  {
    id: "mastercard",
    badge: (
      <Badge label="Mastercard">
        <circle cx="26" cy="20" r="10" fill="#EB001B" />
        <circle cx="38" cy="20" r="10" fill="#F79E1B" />
        <path d="M32 12a10 10 0 0 1 0 16 10 10 0 0 1 0-16z" fill="#FF5F00" />
      </Badge>
    ),
  },
  {
    id: "valu",
    badge: (
      <Badge label="valU" bg="#0F3D3E">
        <text x="32" y="26" textAnchor="middle" fontSize="17" fontWeight="700" fill="#FFFFFF">
          val<tspan fill="#2BD9C4">U</tspan>
        </text>
      </Badge>
    ),
  },
  {
    id: "fawry",
    badge: (
      <Badge label="Fawry" bg="#FFD200">
        <text x="32" y="25.5" textAnchor="middle" fontSize="15" fontWeight="800" fill="#004B8D">
          fawry
        </text>
      </Badge>
    ),
  },
  {
    id: "sympl",
    badge: (
      <Badge label="sympl">
        <text x="32" y="25" textAnchor="middle" fontSize="15" fontWeight="700" fill="#3B1F5C">
          sympl
        </text>
        <circle cx="52.5" cy="14" r="2.2" fill="#FF6B5B" />
      </Badge>
    ),
  },
] as const;

export function PaymentLogos() {
  return (
    <ul className="flex flex-wrap gap-2">
      {PAYMENT_METHODS.map((m) => (
        <li key={m.id}>{m.badge}</li>
      ))}
    </ul>
  );
}
