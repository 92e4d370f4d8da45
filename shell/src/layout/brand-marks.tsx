import type { ReactNode } from 'react';

/**
 * The footer's marks (spec §2 Layout shell): the bank card programmes as SVG logos with
 * their name as the text alternative, and the social networks' icons. Every colour pair reaches
 * at least 4.5:1, so a mark stays legible beside the dark footer.
 */
const Card = ({ label, children }: { label: string; children: ReactNode }) => (
  <svg viewBox="0 0 80 40" width={80} height={40} role="img" aria-label={label} focusable="false">
    <title>{label}</title>
    {children}
  </svg>
);

const Word = ({
  children,
  fill = '#fff',
  size = 15,
  x = 40,
  y = 25,
  weight = 800,
  italic = false,
}: {
  children: string;
  fill?: string;
  size?: number;
  x?: number;
  y?: number;
  weight?: number;
  italic?: boolean;
}) => (
  <text
    x={x}
    y={y}
    textAnchor="middle"
    fontFamily="Arial, Helvetica, sans-serif"
    fontSize={size}
    fontWeight={weight}
    fontStyle={italic ? 'italic' : undefined}
    fill={fill}
  >
    {children}
  </text>
);

const Plate = ({ fill }: { fill: string }) => (
  <rect x="0.5" y="0.5" width="79" height="39" rx="6" fill={fill} stroke="#d5dde6" />
);

export const CARD_LOGOS: { id: string; label: string; logo: ReactNode }[] = [
  {
    id: 'advantage',
    label: 'Advantage',
    logo: (
      <Card label="Advantage">
        <Plate fill="#8c0029" />
        <Word size={12.5}>advantage</Word>
      </Card>
    ),
  },
  {
    id: 'axess',
    label: 'Axess',
    logo: (
      <Card label="Axess">
        <Plate fill="#fff" />
        <Word fill="#9c003f" size={19} italic>
          axess
        </Word>
      </Card>
    ),
  },
  {
    id: 'bonus',
    label: 'Bonus',
    logo: (
      <Card label="Bonus">
        <Plate fill="#0b6b2f" />
        <Word size={18}>bonus</Word>
      </Card>
    ),
  },
  {
    id: 'cardfinans',
    label: 'CardFinans',
    logo: (
      <Card label="CardFinans">
        <Plate fill="#fff" />
        <Word fill="#00447a" size={12.5}>
          CardFinans
        </Word>
      </Card>
    ),
  },
  {
    id: 'maximum',
    label: 'Maximum',
    logo: (
      <Card label="Maximum">
        <Plate fill="#a3006a" />
        <Word size={13.5}>maximum</Word>
      </Card>
    ),
  },
  {
    id: 'vakifbank',
    label: 'VakıfBank',
    logo: (
      <Card label="VakıfBank">
        <Plate fill="#fdb913" />
        <Word fill="#1a1a1a" size={12.5}>
          VakıfBank
        </Word>
      </Card>
    ),
  },
  {
    id: 'world',
    label: 'World',
    logo: (
      <Card label="World">
        <Plate fill="#5a2479" />
        <Word size={18} italic>
          world
        </Word>
      </Card>
    ),
  },
  {
    id: 'mastercard',
    label: 'Mastercard',
    logo: (
      <Card label="Mastercard">
        <Plate fill="#fff" />
        <circle cx="32" cy="17" r="10" fill="#eb001b" />
        <circle cx="48" cy="17" r="10" fill="#f79e1b" />
        <path d="M40 11a10 10 0 0 1 0 12 10 10 0 0 1 0-12z" fill="#ff5f00" />
        <Word fill="#1a1a1a" size={7.5} y={35} weight={700}>
          mastercard
        </Word>
      </Card>
    ),
  },
  {
    id: 'visa',
    label: 'Visa',
    logo: (
      <Card label="Visa">
        <Plate fill="#fff" />
        <Word fill="#1a1f71" size={20} y={27} italic>
          VISA
        </Word>
      </Card>
    ),
  },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

const SOCIAL_PATHS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <>
      <path
        fill="currentColor"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8z"
      />
      <path fill="#0a2540" d="M10 15.2 15.2 12 10 8.8z" />
    </>
  ),
};

/** A social network's icon; the link around it carries the label. */
export const SocialIcon = ({ network }: { network: SocialNetwork }) => (
  <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" focusable="false">
    {SOCIAL_PATHS[network]}
  </svg>
);
