import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ApiImage from '@/components/ui/api-image-element';

afterEach(() => vi.unstubAllEnvs());

const image = (url: string) => ({ url, width: 400, height: 500, alt: 'Dr. Anahit Petrosyan' });

describe('an image of the clinic API', () => {
  it('is shown from the site’s own origin: a drawing as it is, a photo through the image optimiser', () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.clinic.example');
    render(
      <>
        <ApiImage image={image('https://api.clinic.example/media/doctors/a.svg')} sizes="100vw" />
        <ApiImage image={{ ...image('https://api.clinic.example/media/doctors/b.jpg'), alt: 'Photo' }} sizes="100vw" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Dr. Anahit Petrosyan' })).toHaveAttribute('src', '/media/doctors/a.svg');
    const photo = screen.getByRole('img', { name: 'Photo' });
    expect(photo.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fmedia%2Fdoctors%2Fb\.jpg&w=\d+/);
    expect(photo.getAttribute('srcset')).not.toContain('api.clinic.example');
  });

  it('keeps an image of another host where it is', () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.clinic.example');
    render(<ApiImage image={image('https://cdn.example/media/doctors/a.svg')} sizes="100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example/media/doctors/a.svg');
  });
});
