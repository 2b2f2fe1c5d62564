Feature: Gilgamesh, Master-at-Arms puts Equipment onto the battlefield and may attach one to a Samurai
  Gilgamesh, Master-at-Arms {4}{R}{R} — Legendary Creature — Human Samurai 6/6
  Whenever Gilgamesh enters or attacks, look at the top six cards of your library. You may put any number of
  Equipment cards from among them onto the battlefield. Put the rest on the bottom of your library in a random
  order. When you put one or more Equipment onto the battlefield this way, you may attach one of them to a
  Samurai you control.

  Rulings: features/fin.rulings.json, dated 2025-06-06, recorded by wingedsheep/argentum-engine only
  (single-source). Its other ruling (job select and the reflexive ability "regardless of the order chosen") runs
  in fin_gilgamesh_job_select_order.feature, in both orders: as recorded, it says the Equipment ends on the Hero
  token whichever order the two abilities take, which the rules of the reflexive ability (603.12, "you may
  attach") don't give when it resolves last.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Hand of Honor
    And Alice has Gilgamesh, Master-at-Arms in her hand
    And Alice's library, from the top, is Black Mage's Rod, Forest, Forest, Forest, Forest, Forest and Island
    And Alice has {C}{C}{C}{C}{R}{R} in her mana pool
    And Alice will choose Black Mage's Rod to put onto the battlefield
    And Alice will put her triggered abilities on the stack in the order Gilgamesh, Master-at-Arms, then Black Mage's Rod

  @ruling:a43ec99415b3 @cr:603.12 @cr:701.3b @cr:702.16d
  Rule: The reflexive ability can't try to attach an Equipment where it can't legally be attached
    You can't use the reflexive triggered ability to try to attach an Equipment to a creature if that Equipment
    can't legally be attached to that creature.

    Wording as recorded by wingedsheep/argentum-engine only: single-source.

    @id:gilgamesh-no-samurai-the-equipment-can-go-on
    Scenario: With Gilgamesh gone, the only Samurai has protection from black: Black Mage's Rod stays on the Hero
      Bob destroys Gilgamesh in response to its enters ability. The reflexive ability resolves last, after job
      select attached Black Mage's Rod to the Hero token; Hand of Honor, the only Samurai left, has protection
      from black, so nothing is offered and the Rod stays where it is.

      Given Bob has Murder in his hand
      And Bob has {C}{B}{B} in his mana pool
      And Bob will choose Gilgamesh, Master-at-Arms as targets
      When Alice casts Gilgamesh, Master-at-Arms from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Gilgamesh, Master-at-Arms
      When Alice passes priority
      And Bob casts Murder from his hand
      And all players pass priority
      Then Alice has Gilgamesh, Master-at-Arms in her graveyard
      When all players pass priority
      Then the triggered abilities put on the stack are 1 from Gilgamesh, Master-at-Arms and 1 from Black Mage's Rod
      And the top card of Alice's library is Island
      When all players pass priority until the stack is empty
      Then Black Mage's Rod is attached to Hero
      And Hand of Honor is 2/2

    @id:gilgamesh-attaches-to-a-legal-samurai
    Scenario: The other way round: Gilgamesh itself is a Samurai the Rod can go on; it moves there from the Hero
      Given Alice will answer the "you may" choices with yes
      And Alice will choose Gilgamesh, Master-at-Arms to attach it to
      When Alice casts Gilgamesh, Master-at-Arms from her hand
      And all players pass priority
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Gilgamesh, Master-at-Arms and 1 from Black Mage's Rod
      When all players pass priority until the stack is empty
      Then Black Mage's Rod is attached to Gilgamesh, Master-at-Arms
      And Gilgamesh, Master-at-Arms is 7/6
      And Hero is 1/1
      And Hand of Honor is 2/2
