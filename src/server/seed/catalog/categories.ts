/** The category tree: stable ids, roots 1–8 and children rootId × 100 + n. Names in Vietnamese. */
export type CategoryNode = { id: number; name: string; children: { id: number; name: string }[] }

export const CATEGORY_TREE: CategoryNode[] = [
  {
    id: 1,
    name: 'Mỹ phẩm',
    children: [
      { id: 101, name: 'Chăm sóc da mặt' },
      { id: 102, name: 'Chống nắng' },
      { id: 103, name: 'Trang điểm' },
      { id: 104, name: 'Chăm sóc tóc' },
      { id: 105, name: 'Chăm sóc cơ thể' },
    ],
  },
  {
    id: 2,
    name: 'Chăm sóc sức khỏe / Thực phẩm chức năng',
    children: [
      { id: 201, name: 'Vitamin & khoáng chất' },
      { id: 202, name: 'Collagen & làm đẹp' },
      { id: 203, name: 'Xương khớp & tim mạch' },
      { id: 204, name: 'Chăm sóc mắt & răng miệng' },
    ],
  },
  {
    id: 3,
    name: 'Mẹ & bé',
    children: [
      { id: 301, name: 'Tã bỉm' },
      { id: 302, name: 'Sữa & đồ ăn dặm' },
      { id: 303, name: 'Bình sữa & đồ dùng cho bé' },
      { id: 304, name: 'Chăm sóc da cho bé' },
    ],
  },
  {
    id: 4,
    name: 'Thực phẩm',
    children: [
      { id: 401, name: 'Bánh kẹo' },
      { id: 402, name: 'Trà & cà phê' },
      { id: 403, name: 'Gia vị & nấu ăn' },
      { id: 404, name: 'Đồ ăn liền' },
    ],
  },
  {
    id: 5,
    name: 'Đồ gia dụng',
    children: [
      { id: 501, name: 'Dụng cụ nhà bếp' },
      { id: 502, name: 'Điện gia dụng' },
      { id: 503, name: 'Giặt giũ & tẩy rửa' },
      { id: 504, name: 'Lưu trữ & sắp xếp' },
    ],
  },
  {
    id: 6,
    name: 'Thời trang',
    children: [
      { id: 601, name: 'Quần áo' },
      { id: 602, name: 'Giày dép' },
      { id: 603, name: 'Túi xách & ví' },
      { id: 604, name: 'Đồng hồ & phụ kiện' },
    ],
  },
  {
    id: 7,
    name: 'Điện tử',
    children: [
      { id: 701, name: 'Máy ảnh' },
      { id: 702, name: 'Thiết bị âm thanh' },
      { id: 703, name: 'Thiết bị chăm sóc cá nhân' },
      { id: 704, name: 'Phụ kiện & máy chơi game' },
    ],
  },
  {
    id: 8,
    name: 'Đồ chơi',
    children: [
      { id: 801, name: 'Mô hình & figure' },
      { id: 802, name: 'Đồ chơi lắp ráp' },
      { id: 803, name: 'Đồ chơi giáo dục' },
      { id: 804, name: 'Thẻ bài & trò chơi' },
    ],
  },
]

export function categoryRows() {
  return CATEGORY_TREE.flatMap((root, rootPosition) => [
    { id: root.id, parentId: null, name: root.name, position: rootPosition },
    ...root.children.map((child, position) => ({ id: child.id, parentId: root.id, name: child.name, position })),
  ])
}

export function rootOf(categoryId: number): number {
  return Math.floor(categoryId / 100)
}
