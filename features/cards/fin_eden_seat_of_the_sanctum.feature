Feature: Eden, Seat of the Sanctum
  Eden, Seat of the Sanctum — Land — Town. "{T}: Add {C}." "{5}, {T}: Mill two cards. Then you may sacrifice
  this land. When you do, return another target permanent card from your graveyard to your hand." "When you
  do" is a reflexive triggered ability (603.12): it triggers as the activated ability resolves, and its target
  is chosen as it is put on the stack (603.3d).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (shaggy806/MTG-Engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Eden, Seat of the Sanctum
    And Alice has {C}{C}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Grizzly Bears, Island and Forest

  @id:fin-eden-reflexive-target-milled-card @ruling:8335e2942690 @cr:603.12 @cr:603.3d
  Scenario: Alice's graveyard is empty as she activates Eden; the reflexive ability targets Grizzly Bears, milled as the ability resolved
    You don't choose a target for Eden, Seat of the Sanctum's last ability at the time you activate it. Rather,
    a second "reflexive" ability triggers when you sacrifice Eden, Seat of the Sanctum this way. You choose a
    target for that ability as it goes on the stack. Wording as recorded by shaggy806/MTG-Engine only (single
    source). Grizzly Bears wasn't in Alice's graveyard when she activated the ability: it can be the target.

    Given Alice will answer the "you may" choices with yes
    And Alice will choose Grizzly Bears as targets
    When Alice activates Eden, Seat of the Sanctum's "{5}, {T}" ability
    And all players pass priority
    Then Alice has Eden, Seat of the Sanctum, Grizzly Bears and Island in her graveyard
    And the triggered abilities put on the stack are 1 from Eden, Seat of the Sanctum
    When all players pass priority until the stack is empty
    Then Alice has Grizzly Bears in her hand
    And Alice has Eden, Seat of the Sanctum and Island in her graveyard

  @id:fin-eden-declines-sacrifice-no-reflexive @ruling:8335e2942690 @cr:603.12 @cr:609.3
  Scenario: Alice doesn't sacrifice Eden: the reflexive ability doesn't trigger, and the milled cards stay in her graveyard
    You don't choose a target for Eden, Seat of the Sanctum's last ability at the time you activate it. Rather,
    a second "reflexive" ability triggers when you sacrifice Eden, Seat of the Sanctum this way. You choose a
    target for that ability as it goes on the stack. Wording as recorded by shaggy806/MTG-Engine only (single
    source). The boundary: without the sacrifice, nothing triggers.

    Given Alice will answer the "you may" choices with no
    When Alice activates Eden, Seat of the Sanctum's "{5}, {T}" ability
    And all players pass priority until the stack is empty
    Then Alice controls Eden, Seat of the Sanctum
    And Alice has Grizzly Bears and Island in her graveyard
    And no triggered ability is put on the stack
