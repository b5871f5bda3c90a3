// Attachment files in any S3-compatible store (AWS S3, MinIO, Ceph, s3rver …) through the official
// AWS SDK v3. Uploads stream through lib-storage's multipart upload: at most one 5 MiB part is held in
// memory at a time, whatever the file's size.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config.js';
import { checkStorageKey, FileExistsError, type FileStorage } from './file-storage.js';

/** The smallest part S3 accepts; one part in flight keeps an upload's memory at about this much. */
const PART_SIZE_BYTES = 5 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** The S3 client of a configuration. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores do not read the SDK's default
    // streaming (aws-chunked) CRC32 trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Files as objects of one bucket, keyed like the local disk's paths. */
export function s3FileStorage(config: S3Config, client: S3Client = s3Client(config)): FileStorage {
  const Bucket = config.bucket;

  async function objectExists(Key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  const storage: FileStorage = {
    async writeStream(key, body) {
      const Key = checkStorageKey(key);
      // Keys carry a fresh random part, so a collision means a bug; the check keeps the promise
      // on stores without conditional writes, and `IfNoneMatch` closes the race on those with them.
      if (await objectExists(Key)) {
        body.destroy();
        throw new FileExistsError(key);
      }
      // The stream's own failure (a refusal, an aborted request) is the answer, not what the store
      // says about the multipart upload it then aborts.
      let bodyError: unknown;
      body.once('error', (error) => {
        bodyError = error;
      });
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body, IfNoneMatch: '*' },
        partSize: PART_SIZE_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // A failed multipart upload is aborted by lib-storage; a single-part one was never sent.
        // Removing is still attempted in case the store answered badly after taking the bytes.
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        if (bodyError !== undefined) throw bodyError;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
          throw new FileExistsError(key);
        }
        throw error;
      }
    },
    write(key, data) {
      return storage.writeStream(key, Readable.from([data]));
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkStorageKey(key) }));
        if (!(object.Body instanceof Readable)) throw new Error('the S3 answer has no readable body');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkStorageKey(key) }));
    },
    async exists(key) {
      const Key = checkStorageKey(key);
      if (await objectExists(Key)) return true;
      // No MaxKeys: s3rver fails a truncated listing with a 500, and a task's folder is small.
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: `${Key}/` }));
      return (page.Contents?.length ?? 0) > 0;
    },
    async removeFolder(key) {
      // One object at a time: DeleteObjects needs a Content-MD5 that not every S3-compatible store
      // takes in the SDK's form, and a task's folder holds a handful of files.
      for (const Key of await keysUnder(`${checkStorageKey(key)}/`)) {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      }
    },
  };
  return storage;
}
