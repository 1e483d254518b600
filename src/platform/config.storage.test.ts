// Settings for file storage (local disk or S3) and uploads (the rest of config.ts is covered in config.test.ts).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemsFor } from './config.testing.ts';
import { parseConfig } from './config.ts';

const S3_ENVIRONMENT = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'calder-rowe-media',
  S3_REGION: 'ap-southeast-2',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMIexampleSecretKey',
};

describe('storage and upload settings', () => {
  it('default to files under DATA_DIR/uploads, 10 MB and 50 megapixels per upload', () => {
    const config = parseConfig({});
    expect(config.storage).toEqual({ driver: 'local', root: resolve('data/uploads') });
    expect(config.uploads).toEqual({ maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 });
  });

  it('keep local uploads inside the data folder', () => {
    expect(parseConfig({ DATA_DIR: '/srv/site-data' }).storage).toEqual({ driver: 'local', root: '/srv/site-data/uploads' });
  });

  it('read every S3 setting, without a trailing slash on the public URL', () => {
    const config = parseConfig({
      ...S3_ENVIRONMENT,
      S3_ENDPOINT: 'https://accountid.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://media.example.com.au/',
    });
    expect(config.storage).toEqual({
      driver: 's3',
      bucket: 'calder-rowe-media',
      endpoint: 'https://accountid.r2.cloudflarestorage.com',
      region: 'ap-southeast-2',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMIexampleSecretKey',
      forcePathStyle: true,
      publicUrl: 'https://media.example.com.au',
    });
  });

  it('use AWS itself, virtual-host style and the media route when endpoint, path style and public URL are not set', () => {
    expect(parseConfig(S3_ENVIRONMENT).storage).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it('refuse an unknown STORAGE_DRIVER with the two it accepts', () => {
    expect(problemsFor({ STORAGE_DRIVER: 'ftp' })).toEqual(['STORAGE_DRIVER must be local or s3 (got "ftp")']);
  });

  it('name each S3 setting the s3 driver is missing', () => {
    expect(problemsFor({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET is required when STORAGE_DRIVER is s3 (got undefined)',
      'S3_REGION is required when STORAGE_DRIVER is s3 (got undefined)',
      'S3_ACCESS_KEY_ID is required when STORAGE_DRIVER is s3 (got undefined)',
      'S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER is s3 (got (hidden))',
    ]);
  });

  it('ignore S3 settings while the driver is local', () => {
    expect(parseConfig({ S3_BUCKET: 'left-over' }).storage.driver).toBe('local');
  });

  it('never show the S3 secret key in a problem', () => {
    const problems = problemsFor({ ...S3_ENVIRONMENT, S3_SECRET_ACCESS_KEY: '  \t  ' });
    expect(problems).toEqual(['S3_SECRET_ACCESS_KEY is required when STORAGE_DRIVER is s3 (got (hidden))']);
  });

  it.each([
    ['S3_ENDPOINT', 'not a url', 'must be an http:// or https:// URL such as https://s3.ap-southeast-2.amazonaws.com'],
    [
      'S3_ENDPOINT',
      'ftp://files.example.com',
      'must be an http:// or https:// URL such as https://s3.ap-southeast-2.amazonaws.com',
    ],
    ['S3_PUBLIC_URL', 'media.example.com.au', 'must be an http:// or https:// URL such as https://media.example.com.au'],
    ['S3_FORCE_PATH_STYLE', 'sometimes', 'must be true or false'],
  ])('refuse %s=%j saying what it expects', (name, value, message) => {
    expect(problemsFor({ ...S3_ENVIRONMENT, [name]: value })).toEqual([`${name} ${message} (got ${JSON.stringify(value)})`]);
  });

  it('read UPLOAD_MAX_MB in mebibytes and UPLOAD_MAX_MEGAPIXELS in millions of pixels', () => {
    expect(parseConfig({ UPLOAD_MAX_MB: '5', UPLOAD_MAX_MEGAPIXELS: '24' }).uploads).toEqual({
      maxBytes: 5 * 1024 * 1024,
      maxPixels: 24_000_000,
    });
  });

  it.each([
    ['UPLOAD_MAX_MB', '0', 'must be a whole number between 1 and 200'],
    ['UPLOAD_MAX_MB', '2.5', 'must be a whole number between 1 and 200'],
    ['UPLOAD_MAX_MEGAPIXELS', '300', 'must be a whole number between 1 and 268'],
  ])('refuse %s=%j with its range', (name, value, message) => {
    expect(problemsFor({ [name]: value })).toEqual([`${name} ${message} (got ${JSON.stringify(value)})`]);
  });
});

describe('Unsplash settings', () => {
  it('default to no key (the buttons off), the Unsplash API and its image host', () => {
    expect(parseConfig({}).unsplash).toEqual({
      accessKey: undefined,
      apiUrl: 'https://api.unsplash.com',
      imageOrigin: 'https://images.unsplash.com',
    });
  });

  it('read the key, a base URL without its trailing slash and the image origin', () => {
    expect(
      parseConfig({
        UNSPLASH_ACCESS_KEY: ' abc ',
        UNSPLASH_API_URL: 'http://127.0.0.1:6422/',
        UNSPLASH_IMAGE_URL: 'http://127.0.0.1:6422/photos',
      }).unsplash,
    ).toEqual({ accessKey: 'abc', apiUrl: 'http://127.0.0.1:6422', imageOrigin: 'http://127.0.0.1:6422' });
  });

  it('refuse a base URL that is not http or https, naming the variable', () => {
    expect(problemsFor({ UNSPLASH_API_URL: 'ftp://example.com' }).join('\n')).toContain('UNSPLASH_API_URL');
    expect(problemsFor({ UNSPLASH_IMAGE_URL: 'images' }).join('\n')).toContain('UNSPLASH_IMAGE_URL');
  });
});
