import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { AddressForm } from '@client/features/addresses/AddressForm'
import { installFakeApi, refusal } from '../support/fake-api'
import { addressBook, answerGeo, savedAddress } from '../support/geo'
import { renderScreen } from '../support/render'

const field = (name: string) => screen.getByRole('textbox', { name })
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement
const toasts = () => screen.getByTestId('toast-region')

const HOME = savedAddress(5, {
  consignee: 'Trần Thị Bình',
  tel: '0987654321',
  ward_id: '00004',
  address_detail: '8 Quán Thánh',
  default: true,
})

describe('AddressForm', () => {
  it('creates an address: the unit selectors open one after another and the body names the ward', async () => {
    const api = installFakeApi()
    answerGeo(api)
    addressBook(api)
    const onSaved = vi.fn()
    const { user } = await renderScreen(<AddressForm onSaved={onSaved} />)

    expect(select('Quận/Huyện').disabled).toBe(true)
    expect(select('Phường/Xã').disabled).toBe(true)
    await user.type(field('Người nhận'), 'Nguyễn Văn An')
    await user.type(field('Số điện thoại'), '0912345678')
    await user.selectOptions(select('Tỉnh/Thành phố'), await screen.findByRole('option', { name: 'Thành phố Hà Nội' }))
    await waitFor(() => expect(select('Quận/Huyện').disabled).toBe(false))
    await user.selectOptions(select('Quận/Huyện'), await screen.findByRole('option', { name: 'Quận Ba Đình' }))
    await user.selectOptions(select('Phường/Xã'), await screen.findByRole('option', { name: 'Phường Phúc Xá' }))
    await user.type(field('Địa chỉ chi tiết (số nhà, tên đường)'), '12 Phố Huế')
    await user.click(screen.getByRole('checkbox', { name: 'Đặt làm địa chỉ mặc định' }))
    await user.click(screen.getByRole('button', { name: 'Lưu' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(api.sent('POST', '/api/addresses').map((request) => request.body)).toEqual([
      { consignee: 'Nguyễn Văn An', tel: '0912345678', ward_id: '00001', address_detail: '12 Phố Huế', note: '', default: true },
    ])
    expect(onSaved.mock.calls[0][0]).toMatchObject({ id: 100, full_address: '12 Phố Huế, Phường Phúc Xá, Quận Ba Đình, Thành phố Hà Nội' })
    expect(within(toasts()).getByText('Tạo địa chỉ thành công')).toBeTruthy()
  })

  it('clears the district and ward when another province is chosen', async () => {
    const api = installFakeApi()
    answerGeo(api)
    const { user } = await renderScreen(<AddressForm />)

    await user.selectOptions(select('Tỉnh/Thành phố'), await screen.findByRole('option', { name: 'Thành phố Hà Nội' }))
    await user.selectOptions(select('Quận/Huyện'), await screen.findByRole('option', { name: 'Quận Hoàn Kiếm' }))
    await user.selectOptions(select('Phường/Xã'), await screen.findByRole('option', { name: 'Phường Phúc Tân' }))
    await user.selectOptions(select('Tỉnh/Thành phố'), screen.getByRole('option', { name: 'Thành phố Đà Nẵng' }))

    expect(select('Quận/Huyện').value).toBe('')
    expect(select('Phường/Xã').value).toBe('')
    expect(select('Phường/Xã').disabled).toBe(true)
    expect(await within(select('Quận/Huyện')).findByRole('option', { name: 'Quận Hải Châu' })).toBeTruthy()
    expect(within(select('Quận/Huyện')).queryByRole('option', { name: 'Quận Hoàn Kiếm' })).toBeNull()
  })

  it('shows the server’s field messages under their fields until the field is changed', async () => {
    const api = installFakeApi()
    answerGeo(api)
    const telMessage = 'Số điện thoại phải là số Việt Nam hợp lệ, ví dụ 0912345678.'
    api.on('POST', '/api/addresses', () =>
      refusal(422, {
        message: 'Yêu cầu chứa một giá trị không hợp lệ. Vui lòng kiểm tra lại thông tin.',
        code: 'invalidValue',
        errors: { tel: [telMessage], ward_id: ['Vui lòng chọn phường/xã.'] },
      }),
    )
    const onSaved = vi.fn()
    const { user } = await renderScreen(<AddressForm onSaved={onSaved} />)

    await user.type(field('Người nhận'), 'Nguyễn Văn An')
    await user.type(field('Số điện thoại'), '12345')
    await user.type(field('Địa chỉ chi tiết (số nhà, tên đường)'), '12 Phố Huế')
    await user.click(screen.getByRole('button', { name: 'Lưu' }))

    expect(await screen.findByText('Yêu cầu chứa một giá trị không hợp lệ. Vui lòng kiểm tra lại thông tin.')).toBeTruthy()
    const tel = field('Số điện thoại')
    expect(tel.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { name: 'Số điện thoại', description: telMessage })).toBe(tel)
    expect(screen.getByRole('combobox', { name: 'Phường/Xã', description: 'Vui lòng chọn phường/xã.' })).toBeTruthy()
    expect(field('Người nhận').getAttribute('aria-invalid')).toBeNull()
    expect(onSaved).not.toHaveBeenCalled()

    await user.type(tel, '6')
    expect(screen.queryByText(telMessage)).toBeNull()
    expect(tel.getAttribute('aria-invalid')).toBeNull()
    // The ward's message stays: that field was not changed.
    expect(screen.getByText('Vui lòng chọn phường/xã.')).toBeTruthy()
  })

  it('edits an address: starts from its fields and units, sends the whole address to its id', async () => {
    const api = installFakeApi()
    answerGeo(api)
    addressBook(api, [HOME])
    const onSaved = vi.fn()
    const { user } = await renderScreen(<AddressForm address={HOME} onSaved={onSaved} />)

    expect(field('Người nhận')).toHaveProperty('value', 'Trần Thị Bình')
    await waitFor(() => expect(select('Phường/Xã').selectedOptions[0]?.textContent).toBe('Phường Trúc Bạch'))
    expect(select('Tỉnh/Thành phố').selectedOptions[0]?.textContent).toBe('Thành phố Hà Nội')
    // The default address stays the default until another takes its place.
    expect(screen.getByRole('checkbox', { name: 'Đặt làm địa chỉ mặc định' })).toMatchObject({ checked: true, disabled: true })
    await user.type(field('Ghi chú'), 'Gọi trước khi giao')
    await user.click(screen.getByRole('button', { name: 'Lưu' }))

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1))
    expect(api.sent('PUT', '/api/addresses/5').map((request) => request.body)).toEqual([
      {
        consignee: 'Trần Thị Bình',
        tel: '0987654321',
        ward_id: '00004',
        address_detail: '8 Quán Thánh',
        note: 'Gọi trước khi giao',
        default: true,
      },
    ])
    expect(within(toasts()).getByText('Cập nhật địa chỉ thành công')).toBeTruthy()
  })

  it('deletes an address only once the customer confirms', async () => {
    const api = installFakeApi()
    answerGeo(api)
    addressBook(api, [HOME])
    const onDeleted = vi.fn()
    const { user } = await renderScreen(<AddressForm address={HOME} onDeleted={onDeleted} />)

    await user.click(screen.getByRole('button', { name: 'Xoá' }))
    const confirm = await screen.findByRole('dialog', { name: 'Xoá địa chỉ?' })
    expect(within(confirm).getByText(HOME.full_address)).toBeTruthy()
    await user.click(within(confirm).getByRole('button', { name: 'Huỷ' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.sent('DELETE', '/api/addresses/5')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Xoá' }))
    await user.click(within(await screen.findByRole('dialog', { name: 'Xoá địa chỉ?' })).getByRole('button', { name: 'Xoá địa chỉ' }))

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1))
    expect(api.sent('DELETE', '/api/addresses/5')).toHaveLength(1)
    expect(within(toasts()).getByText('Xoá địa chỉ thành công')).toBeTruthy()
  })
})
